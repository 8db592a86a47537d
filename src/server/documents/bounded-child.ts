import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface ChildLimits {
  /** Killed after this long. */
  timeMs: number;
  /** Killed once its resident memory passes this (checked every MEMORY_CHECK_MS; see below). */
  memoryBytes: number;
}

export interface ChildRun {
  /** The exit code, or null when a signal ended it. */
  code: number | null;
  /** Which limit it was killed for, if any. */
  stoppedBy: 'time' | 'memory' | 'output' | null;
  stdout: Buffer;
  /** The last few kilobytes it wrote to stderr, for the log. */
  stderr: string;
  /** The most resident memory it was seen using, in bytes (0 where it cannot be read). */
  peakMemoryBytes: number;
}

const MEMORY_CHECK_MS = 50;
const STDERR_KEPT = 4096;

/**
 * Resident memory of a process from /proc (Linux); null elsewhere or once it has gone. Read from
 * outside the process because a child busy in one long synchronous loop cannot measure itself.
 */
async function residentBytes(pid: number): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb === undefined ? null : Number(kb) * 1024;
  } catch {
    return null;
  }
}

/**
 * Runs `node <args>` with `input` on its stdin and answers what it wrote to stdout and how it
 * ended. The child is killed (SIGKILL: it may be stuck in a loop that never yields) when it runs
 * longer than `timeMs`, when its resident memory passes `memoryBytes`, or when it writes more than
 * `maxOutputBytes`. Killing a process hands all its memory back to the system at once, which a
 * worker thread would not: pdf.js inflates into ArrayBuffers that a worker's resourceLimits do not
 * count, and the heap a thread grew stays with the server's process. The heap limit given to V8
 * bounds the JavaScript heap where /proc cannot be read (not Linux); time still bounds the rest.
 */
export async function runBoundedChild(
  args: string[],
  input: AsyncIterable<Buffer>,
  limits: ChildLimits & { maxOutputBytes: number },
): Promise<ChildRun> {
  const heapMb = Math.max(32, Math.floor(limits.memoryBytes / 1024 / 1024));
  // No environment: the child needs none, and the server's holds secrets (database and SMTP URLs).
  const child = spawn(process.execPath, [`--max-old-space-size=${heapMb}`, ...args], {
    stdio: ['pipe', 'pipe', 'pipe'],
    env: {},
  });
  const closed = new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve(code));
  });
  // The parent ending (a crash, a signal) takes a running child with it.
  const killChild = () => child.kill('SIGKILL');
  process.once('exit', killChild);

  let stoppedBy: ChildRun['stoppedBy'] = null;
  const stop = (reason: NonNullable<ChildRun['stoppedBy']>) => {
    if (stoppedBy || child.exitCode !== null || child.signalCode !== null) return;
    stoppedBy = reason;
    child.kill('SIGKILL');
  };

  const stdout: Buffer[] = [];
  let stdoutBytes = 0;
  child.stdout.on('data', (chunk: Buffer) => {
    stdoutBytes += chunk.length;
    if (stdoutBytes > limits.maxOutputBytes) stop('output');
    else stdout.push(chunk);
  });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-STDERR_KEPT);
  });

  let peakMemoryBytes = 0;
  let checking = false;
  const memoryCheck = setInterval(() => {
    if (checking || child.pid === undefined) return;
    checking = true;
    void residentBytes(child.pid).then((bytes) => {
      checking = false;
      if (bytes === null) return;
      peakMemoryBytes = Math.max(peakMemoryBytes, bytes);
      if (bytes > limits.memoryBytes) stop('memory');
    });
  }, MEMORY_CHECK_MS);
  const timeLimit = setTimeout(() => stop('time'), limits.timeMs);

  let inputError: unknown = null;
  async function* source() {
    try {
      yield* input;
    } catch (error) {
      inputError = error;
      throw error;
    }
  }
  try {
    // A child that stops reading (it was killed, or it failed) ends the copy with EPIPE; how it
    // ended is what counts, not that its input could not be finished. The input failing (the
    // database) is an error of its own.
    await pipeline(Readable.from(source()), child.stdin).catch(() => {});
    if (inputError) {
      killChild();
      await closed.catch(() => {});
      throw inputError;
    }
    const code = await closed;
    return { code, stoppedBy, stdout: Buffer.concat(stdout), stderr, peakMemoryBytes };
  } finally {
    clearInterval(memoryCheck);
    clearTimeout(timeLimit);
    process.off('exit', killChild);
    killChild();
  }
}
