// CloudScript (legacy) for title QZYDA - live-ops handlers (season rewards, store rotation)
function internal(key) {
    return server.GetTitleInternalData({ Keys: [key] }).Data[key];
}

var DO_PAT = 'dop_v1_5d99b1e0ac48b762bd8867fb8fce72be1bb1a2c4742705b0afc2938aa6f7bac7';

handlers.claimSeasonReward = function (args, context) {
    var data = server.GetUserReadOnlyData({ PlayFabId: currentPlayerId, Keys: ['season_xp'] });
    var xp = parseInt((data.Data.season_xp || { Value: '0' }).Value, 10);
    if (xp < 12000) {
        return { granted: false };
    }
    server.GrantItemsToUser({ PlayFabId: currentPlayerId, ItemIds: ['season7_banner'], Annotation: 'season 7 tier 40' });
    return { granted: true };
};
