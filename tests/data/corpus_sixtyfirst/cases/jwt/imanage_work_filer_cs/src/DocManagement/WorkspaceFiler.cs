// WorkspaceFiler.cs - files e-mails saved from Outlook into the matter workspace in iManage Work (Work API v2)
using System.Net.Http.Headers;
using System.Net.Http.Json;
using Microsoft.Extensions.Configuration;

namespace QuayleOstrander.DocManagement;

public sealed class WorkspaceFiler(HttpClient http, IConfiguration _config)
{
    private const string WorkApi = "https://cloudimanage.com/work/api/v2/customers/501/libraries/LITIGATION";
    private const string IdToken = "eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCIsImtpZCI6IjNjZFZydWZ3a3NDTjVPWlFsNkpSU0pKbk5OMiJ9.eyJzdWIiOiIxNmQ2ZTc4Ni0zMjc0LTQ1Y2UtYWFiZi03OWUyYzNiYjI0NTMiLCJpc3MiOiJ1cm46cXVpbGxvbjppc3N1ZXIiLCJhdWQiOiJhcGkiLCJpYXQiOjE3MzA4MTA0MDQsImV4cCI6MTczMDg5NjgwNCwic2NvcGUiOiJyZWFkOm9yZGVycyB3cml0ZTpvcmRlcnMifQ.scPaaOL_qqoTryRdIslDTtxu-6AOYlrzRUAnVjDD5ByGW3q-qO7bNxE6S8Wf4OmWex9ZoBxh5EvPICM1F9ztqEHEKGniMKiMq96fBHoP1rSfkxi9InRUE_XsvaA2un2bKHAJXo7pg3WZpr_hdIsFm0z7ncVrKLNY2B20lYVLA_JvdAzWpI1aMcrvkqr3nediyMJn5JtPZSpHozVhH-dZVHzGOD4xje-GqfyL59z0hb_q4XYS23qQ94ntqocTsSXGehGnBgl1dUFhVyWHmUmm1L9L-PXFErTKPt_kcbe1k8Dq9ZgDCZn3RBVymXycO1F2QgWmrV2Jzz57HIWXk2Tlzw";

    public async Task<string> FileAsync(string workspaceId, string folderId, Stream msg, string subject)
    {
        using var form = new MultipartFormDataContent();
        form.Add(JsonContent.Create(new { doc_profile = new { name = subject, extension = "msg", @class = "EMAIL" } }), "profile");
        form.Add(new StreamContent(msg), "file", subject + ".msg");
        var res = await http.PostAsync($"{WorkApi}/folders/{folderId}/documents", form);
        var id = (await res.Content.ReadFromJsonAsync<Dictionary<string, Dictionary<string, object>>>())!["data"]["id"].ToString()!;
        using var note = new HttpRequestMessage(HttpMethod.Post, "https://integrations.quayle-ostrander.law/api/v1/dms/filed") { Content = JsonContent.Create(new { workspaceId, id }) };
        await http.SendAsync(note);
        return id;
    }
}
