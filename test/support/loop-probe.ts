// Loaded into a server process with `--import` (see startChildServer's `probe` option): watches
// that process's own event loop and heap, and answers over the IPC channel. The test sends
// { probe: 'start' } before a request and { probe: 'stop' } after its answer; the reply to stop
// holds what the loop went through in between.
//
// A tick of a 1 ms timer measures how long the loop was away. On a shared machine the process may
// also wait for a core, which makes the loop late without the server doing anything: so each
// interval is measured twice, in wall time and in this thread's own CPU time
// (process.threadCpuUsage: other threads, waiting and being descheduled do not count). The CPU
// figure is the request's own blocking; the wall figure is what callers felt on that machine.
import { getHeapStatistics } from 'node:v8';

export interface ProbeReading {
  /** The longest single interval the main thread spent busy between two ticks, in its CPU ms. */
  maxBlockedCpuMs: number;
  /** The longest wall-clock gap between two ticks, in ms (1 ms is the timer's own). */
  maxGapMs: number;
  /** The heap's highest point during the window above where it started (V8 heap and external). */
  heapGrowthBytes: number;
  /** The resident set's highest point above where it started. */
  rssGrowthBytes: number;
  ticks: number;
}

const threadCpuMs = () => {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
};
const heapBytes = () => {
  const heap = getHeapStatistics();
  return heap.used_heap_size + heap.external_memory;
};

let window: {
  startHeap: number;
  startRss: number;
  peakHeap: number;
  peakRss: number;
  maxBlockedCpuMs: number;
  maxGapMs: number;
  ticks: number;
} | null = null;
let lastWall = performance.now();
let lastCpu = threadCpuMs();

function tick() {
  const wall = performance.now();
  const cpu = threadCpuMs();
  if (window) {
    window.ticks += 1;
    window.maxGapMs = Math.max(window.maxGapMs, wall - lastWall);
    window.maxBlockedCpuMs = Math.max(window.maxBlockedCpuMs, cpu - lastCpu);
    window.peakHeap = Math.max(window.peakHeap, heapBytes());
    window.peakRss = Math.max(window.peakRss, process.memoryUsage.rss());
  }
  lastWall = wall;
  // The probe's own reading of the heap is not the request's: measured from after it.
  lastCpu = threadCpuMs();
  setTimeout(tick, 1).unref();
}

function start() {
  const heap = heapBytes();
  const rss = process.memoryUsage.rss();
  window = {
    startHeap: heap,
    startRss: rss,
    peakHeap: heap,
    peakRss: rss,
    maxBlockedCpuMs: 0,
    maxGapMs: 0,
    ticks: 0,
  };
  lastWall = performance.now();
  lastCpu = threadCpuMs();
}

function stop(): ProbeReading {
  // The interval the stop message itself ended is counted too.
  tick();
  const w = window;
  window = null;
  if (!w) return { maxBlockedCpuMs: 0, maxGapMs: 0, heapGrowthBytes: 0, rssGrowthBytes: 0, ticks: 0 };
  return {
    maxBlockedCpuMs: w.maxBlockedCpuMs,
    maxGapMs: w.maxGapMs,
    heapGrowthBytes: w.peakHeap - w.startHeap,
    rssGrowthBytes: w.peakRss - w.startRss,
    ticks: w.ticks,
  };
}

if (process.send) {
  setTimeout(tick, 1).unref();
  process.on('message', (message: { probe?: string }) => {
    if (message?.probe === 'start') {
      start();
      process.send?.({ probe: 'started' });
    } else if (message?.probe === 'stop') {
      process.send?.({ probe: 'reading', reading: stop() });
    }
  });
  // The IPC channel must not keep a stopping server alive.
  process.channel?.unref();
}
