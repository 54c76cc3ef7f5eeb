// GeotabFeed.cs - polls MyGeotab's data feed (GetFeed<LogRecord>, GetFeed<StatusData>) and stores the records for the ETA model
using System;
using System.Net.Http;
using System.Text;
using System.Text.Json;
using System.Threading.Tasks;
using Geotab.Checkmate;
using Geotab.Checkmate.ObjectModel;
using Geotab.Checkmate.ObjectModel.Engine;

internal static class Feed
{
    private const string Server = "my.geotab.com";
    private const string Database = "meridian_fleet";
    private static readonly string SentryApiToken = "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";
    private static readonly HttpClient Http = new HttpClient();

    public static async Task Main()
    {
        var api = new API(Environment.GetEnvironmentVariable("GEOTAB_USER"), Environment.GetEnvironmentVariable("GEOTAB_PASSWORD"), null, Database, Server);
        await api.AuthenticateAsync();
        long? version = null;
        while (true)
        {
            var feed = await api.CallAsync<FeedResult<LogRecord>>("GetFeed", typeof(LogRecord), new { fromVersion = version, resultsLimit = 5000 });
            version = feed.ToVersion;
            using var msg = new HttpRequestMessage(HttpMethod.Post, "https://carrier-gateway.meridian-fleet.net/api/v1/telemetry/geotab")
            {
                Content = new StringContent(JsonSerializer.Serialize(feed.Data), Encoding.UTF8, "application/json"),
            };
            await Http.SendAsync(msg);
            await Task.Delay(TimeSpan.FromSeconds(30));
        }
    }
}
