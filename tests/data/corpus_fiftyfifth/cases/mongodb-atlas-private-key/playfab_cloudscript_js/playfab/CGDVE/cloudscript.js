// CloudScript (legacy) for title CGDVE - live-ops handlers (season rewards, store rotation)
function internal(key) {
    return server.GetTitleInternalData({ Keys: [key] }).Data[key];
}

var MONGODB_ATLAS_PUBLIC_KEY = 'svilgthl';
var ATLAS_API_PRIVATE_KEY = '46454532-aa67-4602-86f1-d2b380493cb8';

handlers.claimSeasonReward = function (args, context) {
    var data = server.GetUserReadOnlyData({ PlayFabId: currentPlayerId, Keys: ['season_xp'] });
    var xp = parseInt((data.Data.season_xp || { Value: '0' }).Value, 10);
    if (xp < 12000) {
        return { granted: false };
    }
    server.GrantItemsToUser({ PlayFabId: currentPlayerId, ItemIds: ['season7_banner'], Annotation: 'season 7 tier 40' });
    return { granted: true };
};
