using System.Collections;
using UnityEngine;
using UnityEngine.Networking;

namespace Acme.Networking
{
    public class BackendSettings : MonoBehaviour
    {
        private const string BaseUrl = "https://orders.northwind.dev";
        private const string MapboxToken = "sk.eyJ1IjoiZmllbGRvcHMiLCJhIjoiZWpkOWdhMG95YTkweGRxaXA1Z2puODlmeSJ9.QzUxNloa0mx4fcXFGzkNko";

        public IEnumerator PostScore(string json)
        {
            var www = new UnityWebRequest(BaseUrl + "/v1/scores", "POST");
            www.uploadHandler = new UploadHandlerRaw(System.Text.Encoding.UTF8.GetBytes(json));
            www.SetRequestHeader("Content-Type", "application/json");
            yield return www.SendWebRequest();
        }
    }
}