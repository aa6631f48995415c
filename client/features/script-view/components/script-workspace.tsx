import { openSearchPanel } from "@codemirror/search";
import { EditorView } from "@codemirror/view";
import { SearchIcon } from "lucide-react";
import * as React from "react";
import { IntroTip } from "#client/components/layout/intro-tip";
import { Button } from "#client/components/ui/button";
import { useCharacters } from "#client/entities/characters/get-characters";
import { sceneCompletions } from "#client/entities/scenes/scene-completions";
import type { Scene } from "#shared/schemas/scene";
import type { Screenplay } from "#shared/schemas/screenplay";
import { ScriptEditor } from "../editor/script-editor";
import { scriptExtensions } from "../editor/script-extensions";
import { useMergeQuestion } from "../hooks/use-merge-question";
import { useNavigatorScenes } from "../hooks/use-navigator-scenes";
import { useScriptSync } from "../hooks/use-script-sync";
import { marksOf, type SceneId } from "../model/scene-marks";
import { SaveStatus } from "./save-status";
import { SceneNavigator } from "./scene-navigator";
import { ScriptConflicts } from "./script-conflicts";

/** The Script view once its scenes are loaded: the navigator, the script and its save loop. */
function ScriptWorkspace({ screenplay, scenes }: { screenplay: Screenplay; scenes: Scene[] }) {
  const { loaded, sync, snapshot, onView, editor } = useScriptSync(screenplay, scenes);
  const [extensions] = React.useState(() =>
    scriptExtensions({ starts: loaded.starts, onTransaction: (tr) => sync.noteTransaction(tr) }),
  );
  const navigatorScenes = useNavigatorScenes(sync, snapshot.version, screenplay.paperSize);
  const characters = useCharacters(screenplay.id);
  // Cues and places as the script had them when opened, with the Character Workshop's names.
  const completions = React.useMemo(
    () => sceneCompletions(characters.data ?? [], scenes),
    [characters.data, scenes],
  );
  const focusEditor = () => editor.view?.focus();
  const mergeDialog = useMergeQuestion(sync, snapshot.question, focusEditor);

  function jumpTo(id: SceneId) {
    const view = editor.view;
    const mark = view && marksOf(view.state).find((scene) => scene.id === id);
    if (!view || !mark) return;
    view.dispatch({
      selection: { anchor: mark.start },
      effects: EditorView.scrollIntoView(mark.start, { y: "start", yMargin: 24 }),
    });
    view.focus();
  }

  return (
    <div className="grid gap-4">
      <IntroTip id="script-view" title="The whole script in one place">
        Type a scene heading (INT. or EXT. …) after a blank line to start a new scene; delete a
        heading to merge its scene into the one before. Each scene saves on its own a moment after
        you stop typing. Move scenes with their handles in the list.
      </IntroTip>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button
          variant="outline"
          onClick={() => editor.view && openSearchPanel(editor.view)}
          aria-keyshortcuts="Control+F Meta+F"
        >
          <SearchIcon aria-hidden="true" />
          Find and replace
        </Button>
        <SaveStatus status={snapshot.status} />
      </div>
      <ScriptConflicts conflicts={snapshot.conflicts} sync={sync} />
      <div className="grid items-start gap-4 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <SceneNavigator
          items={navigatorScenes}
          onJump={jumpTo}
          onMove={(order) => sync.move(order)}
          className="lg:max-h-[calc(100dvh-12rem)]"
        />
        <ScriptEditor
          initialText={loaded.text}
          label="Script"
          describedBy="script-view-help"
          extensions={extensions}
          completions={completions}
          paperSize={screenplay.paperSize}
          onView={onView}
          className="h-[70dvh] rounded-xl border border-border shadow-sm lg:h-[calc(100dvh-12rem)]"
        />
      </div>
      <p id="script-view-help" className="sr-only">
        The whole screenplay. Each scene starts at its heading line. Press Control F to find and
        replace.
      </p>
      {mergeDialog}
    </div>
  );
}

export { ScriptWorkspace };
