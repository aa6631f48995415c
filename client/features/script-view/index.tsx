import { Spinner } from "#client/components/ui/spinner";
import { useScenes } from "#client/entities/scenes/get-scenes";
import type { Screenplay } from "#shared/schemas/screenplay";
import { ScriptWorkspace } from "./components/script-workspace";

/**
 * The Script view of Scene Writing: the whole screenplay as one text, with a scene navigator
 * beside it. Its own chunk: the editor loads when the writer first opens it.
 */
export default function ScriptView({ screenplay }: { screenplay: Screenplay }) {
  const scenes = useScenes(screenplay.id);
  if (scenes.isPending) return <Spinner className="py-24" />;
  if (scenes.isError)
    return (
      <p role="alert" className="text-destructive">
        Failed to load the script: {scenes.error.message}
      </p>
    );
  return <ScriptWorkspace screenplay={screenplay} scenes={scenes.data} />;
}
