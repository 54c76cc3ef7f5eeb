using System.Collections;
using UnityEngine;
using UnityEngine.Networking;

namespace Acme.Networking
{
    public class BackendSettings : MonoBehaviour
    {
        private const string BaseUrl = "https://gw.orbitfreight.com";
        private const string GitlabOauthAppId = "edaaa3e412e55cd2a04f68debdf4811bd84efb91e9916851fb37ec5cd363960c";

        public IEnumerator PostScore(string json)
        {
            var www = new UnityWebRequest(BaseUrl + "/v1/scores", "POST");
            www.uploadHandler = new UploadHandlerRaw(System.Text.Encoding.UTF8.GetBytes(json));
            www.SetRequestHeader("Content-Type", "application/json");
            yield return www.SendWebRequest();
        }
    }
}
