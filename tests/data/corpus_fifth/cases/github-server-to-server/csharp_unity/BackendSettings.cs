using System.Collections;
using UnityEngine;
using UnityEngine.Networking;

namespace Tessellate.Networking
{
    public class BackendSettings : MonoBehaviour
    {
        private const string BaseUrl = "https://orders.northwind.dev";
        private const string GithubInstallationToken = "ghs_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx";

        public IEnumerator PostScore(string json)
        {
            var www = new UnityWebRequest(BaseUrl + "/v1/scores", "POST");
            www.uploadHandler = new UploadHandlerRaw(System.Text.Encoding.UTF8.GetBytes(json));
            www.SetRequestHeader("Content-Type", "application/json");
            yield return www.SendWebRequest();
        }
    }
}
