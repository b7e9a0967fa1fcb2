import { startAppWithSimulators } from './app-with-simulators.js';

// `npm run start:simulators`: builds and starts the app as `npm start` does, with eSewa and Khalti
// simulators on loopback, and says where to open it. Ctrl+C stops all three.

try {
  const app = await startAppWithSimulators();
  console.log(
    [
      '',
      `Lekhapadi is running with payment simulators: open ${app.url}`,
      `  eSewa simulator   ${app.esewa.url}  (the form the browser posts to, and the status check)`,
      `  Khalti simulator  ${app.khalti.url}  (initiate and lookup)`,
      'Each wallet page offers Pay and Cancel; no money moves. Ctrl+C stops the app and the simulators.',
      '',
    ].join('\n'),
  );
  const stop = () => void app.stop();
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  app.process.once('exit', (code) => {
    void app.stop().then(() => process.exit(code ?? 0));
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
