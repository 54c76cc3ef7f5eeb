--
-- PostgreSQL database dump
--

-- Dumped from database version 15.6
-- Dumped by pg_dump version 15.6

SET statement_timeout = 0;
SET lock_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;

--
-- Data for Name: mdl_config_plugins; Type: TABLE DATA; Schema: public; Owner: moodleuser
--

COPY public.mdl_config_plugins (id, plugin, name, value) FROM stdin;
1004	moodlecourse	format	weeks
1005	moodlecourse	maxsections	52
1006	block_openai_chat	version	2024031035
1007	block_openai_chat	enabled	1
1008	block_openai_chat	mg_key	key-72fa8fcc0fe36bbb2cd0fe7fce85e128
1009	block_openai_chat	timeout	30
\.


--
-- PostgreSQL database dump complete
--
