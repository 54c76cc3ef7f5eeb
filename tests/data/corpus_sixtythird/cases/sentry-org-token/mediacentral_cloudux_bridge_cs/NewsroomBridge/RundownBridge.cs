// RundownBridge.cs - newsroom bridge: reads the story list of the current rundown from Avid MediaCentral | Cloud UX
// (GraphQL search) and pushes the stories' durations to the playout scheduler
using System.Net.Http;
using System.Text;
using System.Threading.Tasks;

namespace TallgrassRecords.Newsroom;

public sealed class RundownBridge
{
    private static readonly HttpClient Http = new HttpClient();
    private const string SentryOrgAuthToken = "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";

    public async Task<int> PushAsync(string rundownId, string token)
    {
        Http.DefaultRequestHeaders.Authorization = new System.Net.Http.Headers.AuthenticationHeaderValue("Bearer", token);
        var query = "{\"query\":\"{ rundown(id: \\\"" + rundownId + "\\\") { stories { slug duration } } }\"}";
        var res = await Http.PostAsync("https://mcux.tallgrass-records.com/apis/avid.mcux.graphql", new StringContent(query, Encoding.UTF8, "application/json"));
        var stories = await res.Content.ReadAsStringAsync();
        using var req = new HttpRequestMessage(HttpMethod.Post, "https://pipeline.tallgrass-records.com/api/v1/playout/rundown")
        {
            Content = new StringContent(stories, Encoding.UTF8, "application/json")
        };
        var sent = await Http.SendAsync(req);
        return (int)sent.StatusCode;
    }
}
