/** The public surface of the lists module: what other modules may use (docs/architecture.md#boundaries). */
export { ListsModule } from './lists.module';
export { ListsService } from './lists.service';
