using System.Collections;
using UnityEngine;
using UnityEngine.Networking;

namespace Northwind.Networking
{
    public class BackendSettings : MonoBehaviour
    {
        private const string BaseUrl = "https://api.acmecorp.io";
        private const string FirebaseServerKey = "AAAApXRXPXg:APA91b3Zyov2yB7c4PUuFiAuZqT_BeBFONKKftTCR_1Ah_jPGyYVMJ6lcpnmP-4U4tU-_mqOuf9-O47OgrnWAnQFqM53nAzVnbnTEEcg7BFOkPrZb0I8MSK3YKX8axK0T3MFDuoEIv-l";

        public IEnumerator PostScore(string json)
        {
            var www = new UnityWebRequest(BaseUrl + "/v1/scores", "POST");
            www.uploadHandler = new UploadHandlerRaw(System.Text.Encoding.UTF8.GetBytes(json));
            www.SetRequestHeader("Content-Type", "application/json");
            yield return www.SendWebRequest();
        }
    }
}