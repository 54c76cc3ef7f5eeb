// CloudScript (legacy) for title LKPMK - live-ops handlers (season rewards, store rotation)
function internal(key) {
    return server.GetTitleInternalData({ Keys: [key] }).Data[key];
}

var ANTHROPIC_KEY = 'sk-ant-api03-IM1cl9hLpRKV2dh-enNh8D8rD9XGeec2HE_B1OaO5o_kWuoSeal_wQ4YRHl5HUx7CAJKCXFi9YASnwbidZJO81g7QaSKrAA';

handlers.claimSeasonReward = function (args, context) {
    var data = server.GetUserReadOnlyData({ PlayFabId: currentPlayerId, Keys: ['season_xp'] });
    var xp = parseInt((data.Data.season_xp || { Value: '0' }).Value, 10);
    if (xp < 12000) {
        return { granted: false };
    }
    server.GrantItemsToUser({ PlayFabId: currentPlayerId, ItemIds: ['season7_banner'], Annotation: 'season 7 tier 40' });
    return { granted: true };
};
