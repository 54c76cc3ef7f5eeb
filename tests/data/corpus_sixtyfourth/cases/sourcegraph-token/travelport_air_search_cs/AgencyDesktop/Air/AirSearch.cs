// AirSearch.cs - agency desktop back end: Travelport+ (JSON APIs) catalog product offerings search for a city pair,
// cached for the agents' fare screen and reported to the agency's search analytics
using System.Net.Http;
using System.Net.Http.Headers;
using System.Text;
using System.Threading.Tasks;

namespace NorthstarJourneys.Air;

public sealed class AirSearch
{
    private static readonly HttpClient Http = new HttpClient();
    private const string SrcAccessToken = "sgp_6a6522d0be1513da_08a9dcdf081721306403a7dd741a42a1217355b4";

    public async Task<string> SearchAsync(string token, string from, string to, string date)
    {
        var body = $"{{\"CatalogProductOfferingsQueryRequest\":{{\"CatalogProductOfferingsRequest\":{{\"@type\":\"CatalogProductOfferingsRequestAir\","
                 + $"\"SearchCriteriaFlight\":[{{\"departureDate\":\"{date}\",\"From\":{{\"value\":\"{from}\"}},\"To\":{{\"value\":\"{to}\"}}}}]}}}}}}";
        using var search = new HttpRequestMessage(HttpMethod.Post, "https://api.travelport.net/11/air/catalog/search/catalogproductofferings");
        search.Headers.Authorization = new AuthenticationHeaderValue("Bearer", token);
        search.Headers.Add("XAUTH_TRAVELPORT_ACCESSGROUP", Environment.GetEnvironmentVariable("TRAVELPORT_ACCESS_GROUP"));
        search.Content = new StringContent(body, Encoding.UTF8, "application/json");
        var offers = await (await Http.SendAsync(search)).Content.ReadAsStringAsync();
        using var req = new HttpRequestMessage(HttpMethod.Post, "https://services.northstar-journeys.com/api/v1/analytics/air-searches")
        {
            Content = new StringContent($"{{\"from\":\"{from}\",\"to\":\"{to}\"}}", Encoding.UTF8, "application/json")
        };
        await Http.SendAsync(req);
        return offers;
    }
}
