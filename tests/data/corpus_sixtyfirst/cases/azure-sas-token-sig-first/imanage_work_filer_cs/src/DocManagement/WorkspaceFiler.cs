// WorkspaceFiler.cs - files e-mails saved from Outlook into the matter workspace in iManage Work (Work API v2)
using System.Net.Http.Headers;
using System.Net.Http.Json;
using Microsoft.Extensions.Configuration;

namespace OakhollowTax.DocManagement;

public sealed class WorkspaceFiler(HttpClient http, IConfiguration _config)
{
    private const string WorkApi = "https://cloudimanage.com/work/api/v2/customers/746/libraries/ACTIVE";
    private const string DownloadUrl = "https://tessbackups.blob.core.windows.net/media/logo.png?sig=lXLHNHafYd0nj%2FSA59qDfcoBGv3R%2B7nHAvBVaI6ac5g%3D&st=2024-01-01T00%3A00%3A00Z&se=2025-10-06T16%3A00%3A00Z&sp=r&spr=https&sv=2022-11-02&sr=b";

    public async Task<string> FileAsync(string workspaceId, string folderId, Stream msg, string subject)
    {
        using var form = new MultipartFormDataContent();
        form.Add(JsonContent.Create(new { doc_profile = new { name = subject, extension = "msg", @class = "EMAIL" } }), "profile");
        form.Add(new StreamContent(msg), "file", subject + ".msg");
        var res = await http.PostAsync($"{WorkApi}/folders/{folderId}/documents", form);
        var id = (await res.Content.ReadFromJsonAsync<Dictionary<string, Dictionary<string, object>>>())!["data"]["id"].ToString()!;
        using var note = new HttpRequestMessage(HttpMethod.Post, "https://internal-api.oakhollow-tax.com/api/v1/dms/filed") { Content = JsonContent.Create(new { workspaceId, id }) };
        await http.SendAsync(note);
        return id;
    }
}
