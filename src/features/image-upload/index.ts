// Picked images to UploadChatImage, shared by chat, complaints (messages) and /feedback: kept
// apart from messages so the feedback page does not load the chat and its socket.
export { uploadGuestImage, uploadImage } from './upload-image';
