// CloudScript (legacy) for title 0MH55 - live-ops handlers (season rewards, store rotation)
function internal(key) {
    return server.GetTitleInternalData({ Keys: [key] }).Data[key];
}

var AUTH0_CLIENT_ID = 'We7h3ldaBoLQyLaWlh7lRegRco6cT2Kx';
var AUTH0_DOMAIN = 'nw-prod.us.auth0.com';
var AUTH0_MANAGEMENT_CLIENT_SECRET = 'mBjBaclALf6J5ksDxND9fNkBecr2qsV23cpKP0AyfSmQrcp6HHuzu5R-cossKtMw';

handlers.claimSeasonReward = function (args, context) {
    var data = server.GetUserReadOnlyData({ PlayFabId: currentPlayerId, Keys: ['season_xp'] });
    var xp = parseInt((data.Data.season_xp || { Value: '0' }).Value, 10);
    if (xp < 12000) {
        return { granted: false };
    }
    server.GrantItemsToUser({ PlayFabId: currentPlayerId, ItemIds: ['season7_banner'], Annotation: 'season 7 tier 40' });
    return { granted: true };
};
