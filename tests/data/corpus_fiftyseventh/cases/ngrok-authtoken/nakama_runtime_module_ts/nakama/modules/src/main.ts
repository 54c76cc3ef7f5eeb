// main.ts - Nakama server runtime module for Ironbloom (compiled to build/index.js with `npx tsc`, loaded via runtime.js_entrypoint)
const MATCH_HOOK = 'https://liveops.redkite-interactive.com/api/v1/matches/finished';
const settings: { [key: string]: string } = {};

let InitModule: nkruntime.InitModule = function (ctx: nkruntime.Context, logger: nkruntime.Logger, nk: nkruntime.Nakama, initializer: nkruntime.Initializer) {
    settings['NGROK_API_KEY'] = '2XLPYguPA6w9FQGQWhD29NkradM_7b5xxkzgNX0mpju0Z6x07';
    initializer.registerRpc('report_match', rpcReportMatch);
    initializer.registerAfterAuthenticateDevice(afterAuthenticateDevice);
    logger.info('Ironbloom module loaded (%d settings)', Object.keys(settings).length);
};

function rpcReportMatch(ctx: nkruntime.Context, logger: nkruntime.Logger, nk: nkruntime.Nakama, payload: string): string {
    const body = JSON.parse(payload);
    nk.leaderboardRecordWrite('weekly_rating', ctx.userId!, ctx.username, body.score);
    const headers = { 'Content-Type': 'application/json' };
    const res = nk.httpRequest(MATCH_HOOK, 'post', headers, JSON.stringify({ user: ctx.userId, match: body.matchId, score: body.score }));
    if (res.code >= 300) {
        logger.error('match report failed: %d', res.code);
    }
    return JSON.stringify({ ok: res.code < 300 });
}

function afterAuthenticateDevice(ctx: nkruntime.Context, logger: nkruntime.Logger, nk: nkruntime.Nakama, data: nkruntime.Session, req: nkruntime.AuthenticateDeviceRequest) {
    if (data.created) {
        nk.walletUpdate(ctx.userId!, { gems: 100 }, { reason: 'welcome' }, true);
    }
}
