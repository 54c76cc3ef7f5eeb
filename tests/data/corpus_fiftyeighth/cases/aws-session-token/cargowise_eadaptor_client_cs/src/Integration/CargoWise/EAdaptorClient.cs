// EAdaptorClient.cs - sends Universal Shipment XML to the forwarder's CargoWise eAdaptor (HTTP+XML inbound, basic auth, gzip+base64 body)
using System;
using System.Configuration;
using System.IO;
using System.IO.Compression;
using System.Net.Http;
using System.Text;
using System.Threading.Tasks;

namespace LarkhillTravel.Integration.CargoWise
{
    public static class EAdaptorSettings
    {
        public const string Endpoint = "https://larkhill-trn.wisegrid.net/eAdaptor";
        public const string StatusHook = "https://carrier-gateway.larkhill-travel.com/api/v1/cargowise/ack";
        public static readonly string SessionToken = "IQoJb3JpZ2luX2VjENaYpiTyeQFYam7aE+tTKbt9tPLcUR0eEb2ZTDK8EXzGbGAbklEFP4H1oA0LfcEAJDlSr9itryAwV5RGNPo/xPcSoN1IQLP1RywMl7EHZ0P8Huk/T833PdzB0/8rHkN0aZ0UnvPFsezZH5w+oxpjc3DkeGY6+1tHlBD/TgCU3EDDO1B1fXX1adjnE1Uw5Pt31HN7oEWf6OEz1PUXRnDteKnaifTYfzjKJAckX7wTOrfHD0a+PeJmsJYtoPc0mTO7B5e9KD3DuKjbrrvxwoUHiOyyYNACrc+iT3bnqGBYyVE2ppJCY29JfS1o5r3sJB0quxXxlTXMzrwN7rptbb91tNRFm8dJUjSe5f0lL0w9YxlDxQ8yDcP7Uy2tx4OfHes86kTgHM9L4HTPyLAX2BXD+M9BRr1ZlBSW1/3bFAqXqSf0KYwr8+RRZbmt0C/R8aS+eW4IuPANczBCwudbxpvFti9jA+x05q/dPF7C9L31LHl9JLGjB59ZbfSkNT+M287ytC52CcFpy/4VnzM+UNzLbXm633Nmogq5cj2QP+Lpbgwh8W8vs2UT4U7bRl3cs5xKpnF4EDyMxV5PV/NVMgkLptLoeevUXyKyi4WfEQx3jvfOPdGwF5Y3h9SuVfaf6tnMlMbhZwm4F2GDF7w=";
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
