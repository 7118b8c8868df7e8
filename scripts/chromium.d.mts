export declare function chromiumExecutable(): string | undefined;
export declare const chromiumArgs: string[];
export declare function chromiumLaunchOptions(): { executablePath?: string; args: string[] };
