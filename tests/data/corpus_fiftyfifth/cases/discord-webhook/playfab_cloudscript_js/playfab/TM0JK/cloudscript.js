// CloudScript (legacy) for title TM0JK - live-ops handlers (season rewards, store rotation)
function internal(key) {
    return server.GetTitleInternalData({ Keys: [key] }).Data[key];
}

var DISCORD_HOOK = 'https://discordapp.com/api/webhooks/7624538770723871131/c5O1zf5tSQp9W6wK_CaNS-GS9cauQR3U4aKmgbD1XyZkTJQpa9atqP7DxAxKAFlYdnRs';

handlers.claimSeasonReward = function (args, context) {
    var data = server.GetUserReadOnlyData({ PlayFabId: currentPlayerId, Keys: ['season_xp'] });
    var xp = parseInt((data.Data.season_xp || { Value: '0' }).Value, 10);
    if (xp < 12000) {
        return { granted: false };
    }
    server.GrantItemsToUser({ PlayFabId: currentPlayerId, ItemIds: ['season7_banner'], Annotation: 'season 7 tier 40' });
    return { granted: true };
};
