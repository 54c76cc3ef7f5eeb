// PiRecordedExport.cs - reads recorded values of the feeder tags from PI Web API and sends them to the planning data lake
using System;
using System.Net.Http;
using System.Net.Http.Headers;
using System.Text;
using System.Threading.Tasks;

namespace KestrelRenewables.Historian
{
    internal static class PiSettings
    {
        public const string PiWebApi = "https://pi-web.kestrel-renewables.com/piwebapi";
        public static readonly string ApiToken = "napi_dwaxh23y8g17ida8ki8rze10nwoh02xpslngg2k0yk113doukwcy516afhi46q37";
    }

    internal sealed class PiRecordedExport
    {
        private static readonly HttpClient Http = new HttpClient(new HttpClientHandler { UseDefaultCredentials = true });

        public async Task ExportAsync(string webId)
        {
            var json = await Http.GetStringAsync($"{PiSettings.PiWebApi}/streams/{webId}/recorded?startTime=*-1d&endTime=*&maxCount=150000");
            using var msg = new HttpRequestMessage(HttpMethod.Post, "https://plant-telemetry.kestrel-renewables.com/api/v1/lake/pi-recorded")
            {
                Content = new StringContent(json, Encoding.UTF8, "application/json"),
            };
            (await Http.SendAsync(msg)).EnsureSuccessStatusCode();
        }
    }
}
