// CloudScript (legacy) for title 69TIF - live-ops handlers (season rewards, store rotation)
function internal(key) {
    return server.GetTitleInternalData({ Keys: [key] }).Data[key];
}

var ALIBABA_CLOUD_ACCESS_KEY_ID = 'LTAI62T9ABSirkhP9gpxNAio';
var ALIBABA_CLOUD_ACCESS_KEY_SECRET = '162M46KqvNDGfEVuBGRPJavUgXcJcM';

handlers.claimSeasonReward = function (args, context) {
    var data = server.GetUserReadOnlyData({ PlayFabId: currentPlayerId, Keys: ['season_xp'] });
    var xp = parseInt((data.Data.season_xp || { Value: '0' }).Value, 10);
    if (xp < 12000) {
        return { granted: false };
    }
    server.GrantItemsToUser({ PlayFabId: currentPlayerId, ItemIds: ['season7_banner'], Annotation: 'season 7 tier 40' });
    return { granted: true };
};
