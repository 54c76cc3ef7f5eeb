// AgreementSender.cs - sends permit conditions for signature through Acrobat Sign REST API v6 (transientDocuments, agreements)
using System.Net.Http;
using System.Net.Http.Headers;
using System.Net.Http.Json;

namespace EastbrookLegalaid.Permits.Signing;

public sealed class AgreementSender
{
    private const string ApiBase = "https://api.na2.adobesign.us/api/rest/v6";
    private const string JiraUser = "priya.n@larkspur.dev";
    private const string JiraApiKeyToken = "cbwf6PgapERp9Mfx4jtn3nYn";
    private readonly HttpClient _http;

    public AgreementSender(HttpClient http) => _http = http;

    public async Task<string> SendAsync(string transientDocumentId, string applicantEmail, string accessToken)
    {
        using var req = new HttpRequestMessage(HttpMethod.Post, $"{ApiBase}/agreements");
        req.Headers.Authorization = new AuthenticationHeaderValue("Bearer", accessToken);
        req.Content = JsonContent.Create(new
        {
            fileInfos = new[] { new { transientDocumentId } },
            name = "Permit conditions of approval",
            participantSetsInfo = new[] { new { memberInfos = new[] { new { email = applicantEmail } }, order = 1, role = "SIGNER" } },
            signatureType = "ESIGN",
            state = "IN_PROCESS"
        });
        var res = await _http.SendAsync(req);
        var id = (await res.Content.ReadFromJsonAsync<Dictionary<string, string>>())!["id"];
        using var note = new HttpRequestMessage(HttpMethod.Post, "https://efiling.eastbrook-legalaid.org/api/v1/permits/agreements") { Content = JsonContent.Create(new { agreementId = id }) };
        await _http.SendAsync(note);
        return id;
    }
}
