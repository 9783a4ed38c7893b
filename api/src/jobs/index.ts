/**
 * The job queue's API for the modules (ADR 0028): declare a task with its payload type, add its job
 * inside your transaction, register its handler in ./registry.ts. See registry.ts's top comment.
 */
export { task, on, every, type Task, type NoPayload, type JobContext, type Handler, type RegisteredTask } from './task.js';
export { addJob, removeJob, DEFAULT_MAX_ATTEMPTS, type JobOptions } from './add.js';
