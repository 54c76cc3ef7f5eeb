//! wirepass: a forward HTTP(S) egress proxy that gives every request an AI agent makes a
//! pass. The modules follow the path of one request: the configuration and the CA are
//! loaded, the proxy shell accepts a connection and builds a [`request::RequestView`], the
//! [`pipeline`] runs the stages in order (session, route, decision, scan) and the shell
//! forwards or answers with a [`refusal::Refusal`]; the audit records the result.
#![forbid(unsafe_code)]

pub mod audit;
pub mod config;
pub mod credentials;
pub mod origin;
pub mod pipeline;
pub mod policy;
pub mod proxy;
pub mod refusal;
pub mod request;
pub mod routes;
pub mod scan;
pub mod section;
pub mod session;
pub mod tls;
