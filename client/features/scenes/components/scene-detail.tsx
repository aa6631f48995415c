import { FileTextIcon, PencilIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { Badge } from "#client/components/ui/badge";
import { Button } from "#client/components/ui/button";
import { ConfirmDeleteDialog } from "#client/components/ui/confirm-delete-dialog";
import type { Scene } from "#shared/schemas/scene";
import { DetailPanel, PrintedText } from "./detail-panel";

function EmptyPanel({ title, text, onAdd }: { title: string; text: string; onAdd: () => void }) {
  return (
    <div className="grid min-h-80 place-content-center justify-items-center gap-3 rounded-xl border border-dashed border-border bg-surface p-8 text-center">
      <FileTextIcon className="size-9 text-muted-foreground" aria-hidden="true" />
      <p className="text-lg font-semibold">{title}</p>
      <p className="max-w-sm text-sm text-muted-foreground">{text}</p>
      <Button onClick={onAdd}>
        <PlusIcon aria-hidden="true" />
        Add Scene
      </Button>
    </div>
  );
}

/** The selected scene: number, heading, and its content in monospace as it prints; Edit, Delete. */
function SceneDetail({
  scene,
  characterNames,
  hasScenes,
  onAdd,
  onEdit,
  onDelete,
  deleting,
}: {
  scene: Scene | undefined;
  characterNames: string[];
  hasScenes: boolean;
  onAdd: () => void;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}) {
  if (!scene) {
    return hasScenes ? (
      <EmptyPanel
        title="No Scene Selected"
        text="Select a scene from the list to read it, or add a new one."
        onAdd={onAdd}
      />
    ) : (
      <EmptyPanel
        title="No scenes yet"
        text="Add your first scene: give it a heading, pick who is in it, then write it or let the AI draft it."
        onAdd={onAdd}
      />
    );
  }
  return (
    <DetailPanel
      headingId="scene-detail-heading"
      label={
        <>
          Scene {scene.sceneNumber}
          {scene.act ? ` · ${scene.act}` : ""}
          {scene.timeOfDay ? ` · ${scene.timeOfDay}` : ""}
        </>
      }
      heading={scene.heading}
      actions={
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={onEdit}>
            <PencilIcon aria-hidden="true" />
            Edit
          </Button>
          <ConfirmDeleteDialog
            trigger={
              <Button
                variant="outline"
                size="sm"
                className="text-destructive hover:text-destructive"
              >
                <Trash2Icon aria-hidden="true" />
                Delete
              </Button>
            }
            title={`Delete scene ${scene.sceneNumber}?`}
            description="Are you sure you want to delete this scene? This action cannot be undone."
            onConfirm={onDelete}
            pending={deleting}
          />
        </div>
      }
    >
      {scene.beat ? (
        <p className="border-b border-border px-5 py-3 text-sm">
          <span className="font-medium">What happens: </span>
          {scene.beat}
        </p>
      ) : null}
      {scene.content?.trim() ? (
        <PrintedText
          testId="scene-content"
          heading={scene.heading}
          text={scene.content}
          label={`Scene ${scene.sceneNumber} as it prints`}
        />
      ) : (
        <div className="grid justify-items-center gap-3 px-5 py-12 text-center">
          <p className="font-medium">No content yet</p>
          <Button variant="outline" onClick={onEdit}>
            <PencilIcon aria-hidden="true" />
            Add Content
          </Button>
        </div>
      )}
      {characterNames.length > 0 ? (
        <footer className="flex flex-wrap items-center gap-1.5 border-t border-border px-5 py-3">
          <span className="mr-1 text-xs text-muted-foreground">In this scene:</span>
          {characterNames.map((name) => (
            <Badge key={name} variant="secondary">
              {name}
            </Badge>
          ))}
        </footer>
      ) : null}
    </DetailPanel>
  );
}

export { SceneDetail };
