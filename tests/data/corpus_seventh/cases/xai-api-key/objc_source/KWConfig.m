#import "KWConfig.h"

NSString *const KWServiceBaseURL = @"https://edge.palisade.io/v1";
NSString *const KWBuildCommit = @"1d787249a97505f83aba82ce66e6131030f84e1d";
NSString *const KWXaiApiKey = @"xai-YdpP6jPgwoHCR4o73ZsrjErPtBg5y3HWf0rjCLRIWVcunTiNVzqMkqjSG10g6HDdQsRYh8ez5yqJd9PY";

@implementation KWConfig

+ (NSMutableURLRequest *)requestForPath:(NSString *)path {
    NSURL *url = [NSURL URLWithString:[KWServiceBaseURL stringByAppendingPathComponent:path]];
    NSMutableURLRequest *req = [NSMutableURLRequest requestWithURL:url];
    [req setValue:@"application/json" forHTTPHeaderField:@"Accept"];
    return req;
}

@end
