// EAdaptorClient.cs - sends Universal Shipment XML to the forwarder's CargoWise eAdaptor (HTTP+XML inbound, basic auth, gzip+base64 body)
using System;
using System.Configuration;
using System.IO;
using System.IO.Compression;
using System.Net.Http;
using System.Text;
using System.Threading.Tasks;

namespace RedwingFreight.Integration.CargoWise
{
    public static class EAdaptorSettings
    {
        public const string Endpoint = "https://redwing-trn.wisegrid.net/eAdaptor";
        public const string StatusHook = "https://rate-shop.redwing-freight.com/api/v1/cargowise/ack";
        public static readonly string TwilioApiKey = "SKf712ae7cff0745cad603c17a5ffed14e";
        public static readonly string TwilioApiSecret = "ptN5r0Xv33xDE2rsOtmAHU5sV56CRXQG";
    }

    public sealed class EAdaptorClient
    {
        private static readonly HttpClient Http = new HttpClient();

        public async Task<string> SendAsync(string universalShipmentXml)
        {
            var ms = new MemoryStream();
            using (var gz = new GZipStream(ms, CompressionLevel.Optimal, true)) gz.Write(Encoding.UTF8.GetBytes(universalShipmentXml));
            var user = ConfigurationManager.AppSettings["EAdaptorUser"];
            var pass = ConfigurationManager.AppSettings["EAdaptorPassword"];
            using var req = new HttpRequestMessage(HttpMethod.Post, EAdaptorSettings.Endpoint)
            {
                Content = new StringContent(Convert.ToBase64String(ms.ToArray()), Encoding.ASCII, "text/xml"),
            };
            req.Headers.Authorization = new System.Net.Http.Headers.AuthenticationHeaderValue("Basic", Convert.ToBase64String(Encoding.UTF8.GetBytes(user + ":" + pass)));
            var res = await Http.SendAsync(req);
            var ack = await res.Content.ReadAsStringAsync();
            using var note = new HttpRequestMessage(HttpMethod.Post, EAdaptorSettings.StatusHook) { Content = new StringContent(ack, Encoding.UTF8, "application/xml") };
            await Http.SendAsync(note);
            return ack;
        }
    }
}
