import { BullRegistrar } from '@nestjs/bullmq';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { InstanceWrapper } from '@nestjs/core/injector/instance-wrapper';
import { BootRefusal } from '../lifecycle/boot-refusal';
import { QUEUES } from './queues';

/** Where `@Processor(queue)` keeps its queue (@nestjs/bullmq's metadata key, which it does not export). */
const PROCESSOR_METADATA = 'bullmq:processor_metadata';

/** The queue a provider consumes, when it is a `@Processor` class. */
function processedQueue(wrapper: InstanceWrapper): string | undefined {
  // A provider given by value or factory has no class of its own: its instance's class carries the decorator.
  const target = !wrapper.metatype || wrapper.inject ? (wrapper.instance as object | undefined)?.constructor : wrapper.metatype;
  if (!target) return undefined;
  return (Reflect.getMetadata(PROCESSOR_METADATA, target) as { name?: string } | undefined)?.name;
}

/** The queues of QUEUES that none of `processed` consumes, in QUEUES's order. */
export function queuesWithoutProcessor(processed: Iterable<string>): string[] {
  const consumed = new Set(processed);
  return Object.values(QUEUES).filter((queue) => !consumed.has(queue));
}

/**
 * Starts the BullMQ workers of the worker role (QueueModule registers them by hand), once every
 * queue in QUEUES has its processor: the relay adds jobs to every queue an event is routed to, and a
 * queue nobody consumes would fill with jobs nobody runs, as silently as a missing event handler would
 * (which the compiler refuses). So a worker missing one does not start, naming the queue. A process
 * without this provider (the api alone, `npm run retention`) starts no worker at all.
 */
@Injectable()
export class QueueWorkers implements OnModuleInit {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly registrar: BullRegistrar,
  ) {}

  onModuleInit(): void {
    const missing = queuesWithoutProcessor(
      this.discovery.getProviders().flatMap((wrapper) => processedQueue(wrapper) ?? []),
    );
    if (missing.length > 0) {
      const queues = missing.map((queue) => `"${queue}"`).join(', ');
      throw new BootRefusal(
        `The worker cannot start: no processor for queue ${queues} (a class decorated @Processor(QUEUES.<name>), listed in a module WorkerModule imports; see docs/architecture.md, "Adding an event")`,
      );
    }
    this.registrar.register();
  }
}
