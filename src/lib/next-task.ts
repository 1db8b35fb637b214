/**
 * The next task. On the phone, the boot's steps after the layout's chunk run in tasks of their
 * own (its evaluation, the layout's set-up, React's first render in time slices), not in one
 * long task: a touch then waits for one step at most, and on a cold /watch start so does the
 * video (issue 14 point 6: long tasks after the first frame).
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
