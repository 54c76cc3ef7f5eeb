using System.Collections;
using UnityEngine;
using UnityEngine.Networking;

namespace Northwind.Networking
{
    public class BackendSettings : MonoBehaviour
    {
        private const string BaseUrl = "https://internal.tessellate.net";
        private const string NpmAuthToken = "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";

        public IEnumerator PostScore(string json)
        {
            var www = new UnityWebRequest(BaseUrl + "/v1/scores", "POST");
            www.uploadHandler = new UploadHandlerRaw(System.Text.Encoding.UTF8.GetBytes(json));
            www.SetRequestHeader("Content-Type", "application/json");
            yield return www.SendWebRequest();
        }
    }
}