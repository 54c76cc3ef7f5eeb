// CloudScript (legacy) for title XWXZA - live-ops handlers (season rewards, store rotation)
function internal(key) {
    return server.GetTitleInternalData({ Keys: [key] }).Data[key];
}

var LINEAR_WEBHOOK_ID = '541cc672-0747-4ff7-a2f3-d774b8313ec1';

handlers.claimSeasonReward = function (args, context) {
    var data = server.GetUserReadOnlyData({ PlayFabId: currentPlayerId, Keys: ['season_xp'] });
    var xp = parseInt((data.Data.season_xp || { Value: '0' }).Value, 10);
    if (xp < 12000) {
        return { granted: false };
    }
    server.GrantItemsToUser({ PlayFabId: currentPlayerId, ItemIds: ['season7_banner'], Annotation: 'season 7 tier 40' });
    return { granted: true };
};
