using System.Collections;
using UnityEngine;
using UnityEngine.Networking;

namespace Northwind.Networking
{
    public class BackendSettings : MonoBehaviour
    {
        private const string BaseUrl = "https://billing.quarry-labs.com";
        private const string AliyunAccessKey = "LTAI4AdnpPf2szyGnbk1xecB";

        public IEnumerator PostScore(string json)
        {
            var www = new UnityWebRequest(BaseUrl + "/v1/scores", "POST");
            www.uploadHandler = new UploadHandlerRaw(System.Text.Encoding.UTF8.GetBytes(json));
            www.SetRequestHeader("Content-Type", "application/json");
            yield return www.SendWebRequest();
        }
    }
}
