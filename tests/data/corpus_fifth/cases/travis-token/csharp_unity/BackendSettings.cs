using System.Collections;
using UnityEngine;
using UnityEngine.Networking;

namespace Tessellate.Networking
{
    public class BackendSettings : MonoBehaviour
    {
        private const string BaseUrl = "https://svc.mapleleaf.ca";
        private const string TravisJobId = "893050909";

        public IEnumerator PostScore(string json)
        {
            var www = new UnityWebRequest(BaseUrl + "/v1/scores", "POST");
            www.uploadHandler = new UploadHandlerRaw(System.Text.Encoding.UTF8.GetBytes(json));
            www.SetRequestHeader("Content-Type", "application/json");
            yield return www.SendWebRequest();
        }
    }
}
