/** The floor plans area (spec: "Floor plans screen", sections 3, 5, 7 "Blueprints", 8). DIRECAO keeps its schools' floors. */
import { call, defineArea, MULTIPART } from './call';
import { createFloorBody, floorParams, floorResponse, floorsBySchool, visibleFloors } from '../schemas/blueprints';

export const blueprints = defineArea('blueprints', {
  /** The caller's schools, each with its floors (DIRECAO). */
  backoffice: call('GET', '/blueprints/backoffice', { answer: floorsBySchool }),
  /** The visible floors with an image, by school (the app). */
  list: call('GET', '/blueprints', { answer: visibleFloors }),
  create: call('POST', '/blueprints', { body: createFloorBody, answer: floorResponse, status: 201 }),
  /** Multipart: name, visible and the optional image (updateFloorFields), parsed by the route itself. */
  update: call('PUT', '/blueprints/:id', { params: floorParams, body: MULTIPART, answer: floorResponse, versioned: true }),
  remove: call('DELETE', '/blueprints/:id', { params: floorParams, answer: floorResponse, versioned: true }),
  /** The floor's image (a floor's `file`): a file, no JSON answer. */
  file: call('GET', '/blueprints/:id/file', { params: floorParams }),
});
