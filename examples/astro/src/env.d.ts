declare namespace App {
  interface Locals {
    /**
     * The Worker's execution context, set by @astrojs/cloudflare (its `Runtime` type names it
     * `ExecutionContext`); absent on Node. Only `waitUntil` is used here: the revalidation
     * webhook's walk outlives its response.
     */
    cfContext?: { waitUntil(promise: Promise<unknown>): void };
  }
}
