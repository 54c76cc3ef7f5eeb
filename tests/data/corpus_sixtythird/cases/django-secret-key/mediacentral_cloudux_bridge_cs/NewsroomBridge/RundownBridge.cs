// RundownBridge.cs - newsroom bridge: reads the story list of the current rundown from Avid MediaCentral | Cloud UX
// (GraphQL search) and pushes the stories' durations to the playout scheduler
using System.Net.Http;
using System.Text;
using System.Threading.Tasks;

namespace LanternhousePictures.Newsroom;

public sealed class RundownBridge
{
    private static readonly HttpClient Http = new HttpClient();
    private const string DjangoSecretKey = "^et1_@a6sk9vrk7oq6w)r3o9#p*%13vwr+7ol(9w1!(=hj5s+q";

    public async Task<int> PushAsync(string rundownId, string token)
    {
        Http.DefaultRequestHeaders.Authorization = new System.Net.Http.Headers.AuthenticationHeaderValue("Bearer", token);
        var query = "{\"query\":\"{ rundown(id: \\\"" + rundownId + "\\\") { stories { slug duration } } }\"}";
        var res = await Http.PostAsync("https://mcux.lanternhouse-pictures.com/apis/avid.mcux.graphql", new StringContent(query, Encoding.UTF8, "application/json"));
        var stories = await res.Content.ReadAsStringAsync();
        using var req = new HttpRequestMessage(HttpMethod.Post, "https://services.lanternhouse-pictures.com/api/v1/playout/rundown")
        {
            Content = new StringContent(stories, Encoding.UTF8, "application/json")
        };
        var sent = await Http.SendAsync(req);
        return (int)sent.StatusCode;
    }
}
