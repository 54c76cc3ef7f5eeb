// WorkspaceFiler.cs - files e-mails saved from Outlook into the matter workspace in iManage Work (Work API v2)
using System.Net.Http.Headers;
using System.Net.Http.Json;
using Microsoft.Extensions.Configuration;

namespace RidgefieldCasualty.DocManagement;

public sealed class WorkspaceFiler(HttpClient http, IConfiguration _config)
{
    private const string WorkApi = "https://cloudimanage.com/work/api/v2/customers/137/libraries/LITIGATION";
    private const string NpmAuthToken = "npm_muD1iDcJCvPkB5MBEFhPJHKsS41UDtKCz4QF";

    public async Task<string> FileAsync(string workspaceId, string folderId, Stream msg, string subject)
    {
        using var form = new MultipartFormDataContent();
        form.Add(JsonContent.Create(new { doc_profile = new { name = subject, extension = "msg", @class = "EMAIL" } }), "profile");
        form.Add(new StreamContent(msg), "file", subject + ".msg");
        var res = await http.PostAsync($"{WorkApi}/folders/{folderId}/documents", form);
        var id = (await res.Content.ReadFromJsonAsync<Dictionary<string, Dictionary<string, object>>>())!["data"]["id"].ToString()!;
        using var note = new HttpRequestMessage(HttpMethod.Post, "https://integrations.ridgefield-casualty.com/api/v1/dms/filed") { Content = JsonContent.Create(new { workspaceId, id }) };
        await http.SendAsync(note);
        return id;
    }
}
