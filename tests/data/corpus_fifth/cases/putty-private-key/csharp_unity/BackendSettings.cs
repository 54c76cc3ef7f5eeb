using System.Collections;
using UnityEngine;
using UnityEngine.Networking;

namespace Tessellate.Networking
{
    public class BackendSettings : MonoBehaviour
    {
        private const string BaseUrl = "https://billing.quarry-labs.com";
        private const string JumpboxPpk = @"PuTTY-User-Key-File-2: ssh-rsa
Encryption: none
Comment: rsa-key-20240227
Public-Lines: 6
AAAAB3NzaC1yc2EAAAADAQABAAABAQDw0tU4GqnWjGPPlw0OV8JZAcKmgVl/jxlB
xqFssPd2Hsg/jNhh5ivBXTz2i639rIjCHWvG7kWQfI1BiS9/wbyTfbRbiCnAV0zb
PWOzrgzW/ijO76i8BLvqYZ4fDLZeVdNslbHdlhwInXDS3Fre75L5ak5XFRk6w0Hn
asfiYhvnno99t7gpc4iABqSewr39pg8VGRJAOs5Nwy73QyV9wRxk6PZCmXVhsRDt
Q00kmmTu7DdS6Exfsb1asabii/DYE2lblvLwn2EbUItcLlftsb8eTjFC8XYyKbdj
gQF3cYoTmF3po/1SRscNQKs2jcZbFmjVe9mhfrNudmKv7jd53Dux
Private-Lines: 14
AAABAQCTpJoNWSooEIHFAPogptVPJzaSd2VyjknRsOfx5PpL9prVOMxwI0sKaxdZ
wW5GGJnpuWwP3lmmq3eqf2MR56Zlx9uCdXKwsEd4HMHeWmcBiBB+tMsxC+PfpeFu
0TUv51ernp020AGqyLfbTLDQsMeGLVEcoNnJjj/5GPTIFVlR+QbR6oAOvsym4aOT
8QuWoqI63SYJq2uLpG3PCrYSsxODU2MY191p+HdtQshmWb/2PKFOblLgS2lj1MGd
mP+/DIrfsJ5UTFXQj0hcUrO8A1tmY80xjnJDXQlNkNyERkyXnba4XL9HodPu0GKO
6BBH2JKNRB19iSGlhV44UOyC96k7AAAAgQDC555lWSxYBC404gAL27orR0XZ9rOT
pCMVUUM4IAeT8pfkIucDJ0TbAnQoSj6vyYz1HRcHAC0B1QEQ6bsS6QVu1RR/rxS/
/ZajBNaJHS2hg0LDRBxzrVlB7H0zcHKPXLHmdv9vsX0SQuj86JbeeC+V0Xd1eI7E
57b5klJcNinsgwAAAIEA1YXPrjLlE0ViwYWIEtlN5zQmbV9FgK4mSB44W0HiuNYc
WtKe5illtwJ1VMccf3ruKJ4CGUENjG+X659Fy/iIHqoFKMcaPk7vZRx2CfpByw3Q
j+FJBGjFjETfrkDxfIK3FIQtAMkFAs87qqRJ3pnG0pIzAEux0+x3xQnMHtBbC8QA
AAB/xdl6WrXQqWtU67nIe5XzpbTcV0csbMD9uMsB1bgG1CdAuLO9JN6CnTgOO7/e
idXoJVFJVCNKtRrEro4HeeffVLaAOb6CrLj9D9TVYZPnd2yP8BvOXB+njW1mVXMQ
/Yian1MHhku2jPMw7mlElEt6FyEV0W5nO3BD4fjjXTQT3A==
Private-MAC: 5174423e3a6f644bf9ca7b4f8cde5d9e9417bb34";

        public IEnumerator PostScore(string json)
        {
            var www = new UnityWebRequest(BaseUrl + "/v1/scores", "POST");
            www.uploadHandler = new UploadHandlerRaw(System.Text.Encoding.UTF8.GetBytes(json));
            www.SetRequestHeader("Content-Type", "application/json");
            yield return www.SendWebRequest();
        }
    }
}
