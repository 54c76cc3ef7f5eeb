using System.Collections;
using UnityEngine;
using UnityEngine.Networking;

namespace Acme.Networking
{
    public class BackendSettings : MonoBehaviour
    {
        private const string BaseUrl = "https://gw.orbitfreight.com";
        private const string StorageConnection = "DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;BlobEndpoint=http://127.0.0.1:10000/devstoreaccount1;";

        public IEnumerator PostScore(string json)
        {
            var www = new UnityWebRequest(BaseUrl + "/v1/scores", "POST");
            www.uploadHandler = new UploadHandlerRaw(System.Text.Encoding.UTF8.GetBytes(json));
            www.SetRequestHeader("Content-Type", "application/json");
            yield return www.SendWebRequest();
        }
    }
}
