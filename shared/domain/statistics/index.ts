export { ACT_TARGETS, parseAct } from "./act-balance";
export { characterName, characterStats } from "./character-stats";
export {
  type SceneSource,
  type StatisticsOptions,
  statisticsFromScenes,
  statisticsFromText,
} from "./compute-statistics";
export { headingProblem } from "./heading-check";
export * from "./statistics.schema";
