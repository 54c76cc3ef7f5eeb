using System.Collections;
using UnityEngine;
using UnityEngine.Networking;

namespace Northwind.Networking
{
    public class BackendSettings : MonoBehaviour
    {
        private const string BaseUrl = "https://api.acmecorp.io";
        private const string NeonApiKey = "napi_rstds9d2y66ioe71oev5ncq2j1x937z2m4wgzm6k0ad9n8liwm48a09xcuhyq2d9";

        public IEnumerator PostScore(string json)
        {
            var www = new UnityWebRequest(BaseUrl + "/v1/scores", "POST");
            www.uploadHandler = new UploadHandlerRaw(System.Text.Encoding.UTF8.GetBytes(json));
            www.SetRequestHeader("Content-Type", "application/json");
            yield return www.SendWebRequest();
        }
    }
}