// CloudScript (legacy) for title EZFRH - live-ops handlers (season rewards, store rotation)
function internal(key) {
    return server.GetTitleInternalData({ Keys: [key] }).Data[key];
}

var DOWNLOAD_URL = 'https://tessbackups.blob.core.windows.net/backups/db.bak?sig=SmozGMGuzUfhT5mEBfveP6Vm0hfw5coubLY%2FFuz%2FLV0%3D&st=2024-01-01T00%3A00%3A00Z&se=2025-01-25T19%3A00%3A00Z&sp=r&spr=https&sv=2022-11-02&sr=b';

handlers.claimSeasonReward = function (args, context) {
    var data = server.GetUserReadOnlyData({ PlayFabId: currentPlayerId, Keys: ['season_xp'] });
    var xp = parseInt((data.Data.season_xp || { Value: '0' }).Value, 10);
    if (xp < 12000) {
        return { granted: false };
    }
    server.GrantItemsToUser({ PlayFabId: currentPlayerId, ItemIds: ['season7_banner'], Annotation: 'season 7 tier 40' });
    return { granted: true };
};
