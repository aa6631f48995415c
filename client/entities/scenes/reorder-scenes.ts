import { apiRequest } from "#client/lib/api-client";
import type { Scene } from "#shared/schemas/scene";

/**
 * PUT /api/screenplays/:id/scene-order: the screenplay's scenes numbered 1..n in this order
 * (every scene, each once); answers the scenes in their new order.
 */
export function reorderScenes(screenplayId: number, sceneIds: number[]) {
  return apiRequest<Scene[]>("PUT", `/api/screenplays/${screenplayId}/scene-order`, { sceneIds });
}
