// pdf.js's worker, as the viewer starts it: in the worker's scope the same guard as in the page, then
// pdf.js's own worker script. A document closed while the worker still reads it makes the worker's
// unfinished steps reject there ("Worker was terminated"), and a dedicated worker's unhandled
// rejections are reported as errors of the page that started it.
import pdfWorker from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { ignorePdfWorkerTerminations } from './pdfWorkerTermination';

ignorePdfWorkerTerminations(self);
await import(/* @vite-ignore */ pdfWorker);
