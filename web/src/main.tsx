import { startApp } from './app';

startApp();
