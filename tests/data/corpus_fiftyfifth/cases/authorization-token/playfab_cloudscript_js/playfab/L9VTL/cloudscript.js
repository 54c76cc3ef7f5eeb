// CloudScript (legacy) for title L9VTL - live-ops handlers (season rewards, store rotation)
function internal(key) {
    return server.GetTitleInternalData({ Keys: [key] }).Data[key];
}

handlers.claimSeasonReward = function (args, context) {
    var data = server.GetUserReadOnlyData({ PlayFabId: currentPlayerId, Keys: ['season_xp'] });
    var xp = parseInt((data.Data.season_xp || { Value: '0' }).Value, 10);
    if (xp < 12000) {
        return { granted: false };
    }
    server.GrantItemsToUser({ PlayFabId: currentPlayerId, ItemIds: ['season7_banner'], Annotation: 'season 7 tier 40' });
    var headers = { 'Authorization': 'Token token="sha256:4458b1077258d67f2bb7657e15449a33de391c45f1f71fb5c064916f6aec73d1"' };
    var response = http.request('https://ingest.bluefin-vfx.io/v2/bookings', 'post', JSON.stringify({ player: currentPlayerId, xp: xp }), 'application/json', headers);
    log.info('reward webhook: ' + response);
    return { granted: true };
};
