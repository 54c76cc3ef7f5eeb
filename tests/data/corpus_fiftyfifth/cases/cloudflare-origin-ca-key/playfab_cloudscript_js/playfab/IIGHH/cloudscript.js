// CloudScript (legacy) for title IIGHH - live-ops handlers (season rewards, store rotation)
function internal(key) {
    return server.GetTitleInternalData({ Keys: [key] }).Data[key];
}

var CLOUDFLARE_ORIGIN_CA_KEY = 'v1.0-5596242677c21292196b4dd6-6d7a56eb6f130180882257f83c28b2ed782151d5442eb538953adb5e31bec45ca486bffacf33cb31fa1c7db96573c5f29b9b8774b260f87a5cf6909e31179314d0cbb146e56e95c3fe';

handlers.claimSeasonReward = function (args, context) {
    var data = server.GetUserReadOnlyData({ PlayFabId: currentPlayerId, Keys: ['season_xp'] });
    var xp = parseInt((data.Data.season_xp || { Value: '0' }).Value, 10);
    if (xp < 12000) {
        return { granted: false };
    }
    server.GrantItemsToUser({ PlayFabId: currentPlayerId, ItemIds: ['season7_banner'], Annotation: 'season 7 tier 40' });
    return { granted: true };
};
